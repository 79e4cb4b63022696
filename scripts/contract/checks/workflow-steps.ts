import type { Sequence } from '../sequences';
import type { Dto, World } from '../world';

/**
 * A workflow template does something: one without steps is refused with 400 and
 * stored nowhere; a review-cycle template naming one review stage in two steps is refused with
 * 400, on create and on update, and an update refused so leaves the template as it was.
 */

const is2xx = (status: number) => status >= 200 && status < 300;
const TEMPLATES = '/api/workflows/workflow-templates';

const reviewStep = (assigneeId: string, order: number) => ({
  stepType: 'review',
  assigneeType: 'reviewStage',
  assigneeId,
  order,
});

async function named(w: World, name: string): Promise<Dto[]> {
  const list = (await w.data('admin', TEMPLATES)) as Dto[];
  return list.filter((t) => t.name === name);
}

/** POSTs `body`; tracks what a wrong server created so cleanup deletes it. */
async function create(w: World, body: Dto) {
  const response = await w.send({ method: 'post', path: TEMPLATES, token: w.tokens.admin, body });
  const id = (response.body as Dto)?.data?.id;
  if (is2xx(response.status) && id) w.track(`${TEMPLATES}/${id}`, 'workflow template');
  return response;
}

function refusal(status: number, stored: number): string | null {
  if (status !== 400) return `answered ${status}, not 400`;
  return stored > 0 ? `answered 400 but stored ${stored} template(s)` : null;
}

const createRefused: Sequence = async (w) => {
  const stage = await w.reviewStage();
  const empty = { name: w.unique('Contract empty workflow'), type: 'reviewCycle', steps: [] };
  const none = await create(w, empty);
  const twice = {
    name: w.unique('Contract repeated stage'),
    type: 'reviewCycle',
    steps: [reviewStep(stage, 1), reviewStep(stage, 2)],
  };
  const repeated = await create(w, twice);
  return [
    {
      label: 'a workflow template without steps answers 400 and stores nothing',
      problem: refusal(none.status, (await named(w, empty.name)).length),
    },
    {
      label: 'a review-cycle template using one review stage in two steps answers 400',
      problem: refusal(repeated.status, (await named(w, twice.name)).length),
    },
  ];
};

const updateRefused: Sequence = async (w) => {
  const stage = await w.reviewStage();
  const created = await w.must('admin', 'post', TEMPLATES, {
    name: w.unique('Contract review workflow'),
    type: 'reviewCycle',
    steps: [reviewStep(stage, 1)],
  });
  const id = String(created.data.id);
  w.track(`${TEMPLATES}/${id}`, 'workflow template');
  const before = JSON.stringify((await w.data('admin', `${TEMPLATES}/${id}`)).steps);
  const checks = [];
  for (const [what, steps] of [
    ['without steps', []],
    ['using one review stage in two steps', [reviewStep(stage, 1), reviewStep(stage, 2)]],
  ] as const) {
    const response = await w.send({
      method: 'put',
      path: `${TEMPLATES}/${id}`,
      token: w.tokens.admin,
      body: { name: created.data.name, type: 'reviewCycle', steps },
    });
    const after = JSON.stringify((await w.data('admin', `${TEMPLATES}/${id}`)).steps);
    checks.push({
      label: `an update ${what} answers 400 and keeps the steps`,
      problem:
        response.status !== 400
          ? `answered ${response.status}, not 400`
          : after !== before
            ? `the steps changed: ${after}`
            : null,
    });
  }
  return checks;
};

export const WORKFLOW_STEP_CHECKS: Record<string, Sequence> = {
  createWorkflowTemplate: createRefused,
  updateWorkflowTemplate: updateRefused,
};
