import type { Sequence, SequenceCheck } from '../sequences';
import { FixtureError, type Dto, type World } from '../world';
import { aboutAdmin, refusedChange } from './approvals';

/**
 * Calibration in the `duties` column: a move changes the rating the recommendation follows, so
 * nobody moves their own participant record, admins included (403, the edit's text), and the
 * rating, the recommendation and the calibration history stay as they were.
 */

const calibrationOf = (w: World, cycleId: string): Promise<Dto> =>
  w.data('admin', `/api/review-cycles/${cycleId}/calibration`);

const placed = (view: Dto, participantId: string) =>
  JSON.stringify((view.participants as Dto[]).find((p) => p.participantId === participantId));

export const CALIBRATION_DUTY_CHECKS: Record<string, Sequence> = {
  moveCalibrationParticipant: async (w) => {
    const self = await aboutAdmin(w);
    const [, , , cycleId, , participantId] = self.base.split('/');
    const before = await calibrationOf(w, cycleId);
    const own = (before.participants as Dto[]).find((p) => p.participantId === participantId);
    if (!own) throw new FixtureError(`The admin is not in the calibration of ${cycleId}`);
    let problem = await refusedChange(self, () =>
      w.send({
        method: 'post',
        path: `/api/review-cycles/${cycleId}/calibration/moves`,
        token: w.tokens.admin,
        body: { participantId, rating: own.rating === 3 ? 4 : 3, reason: 'Contract suite: me' },
      }),
    );
    const after = await calibrationOf(w, cycleId);
    if (placed(after, participantId) !== placed(before, participantId))
      problem ??= `the admin's own placement changed (${placed(after, participantId)})`;
    if ((after.history ?? []).length !== (before.history ?? []).length)
      problem ??= 'the refused move is in the calibration history';
    const checks: SequenceCheck[] = [
      { label: 'an admin moves their own participant record in calibration', problem },
    ];
    return checks;
  },
};
