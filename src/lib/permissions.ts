/** Spec 02 §6: "Roles: admin, manager, employee. Peer appears only in permission rules." */
export type Role = 'admin' | 'manager' | 'employee';
export type StageRole = Role | 'peer';

/** Spec 01 §6 "Roles: admin (Administrator), manager (Manager), employee (Employee)." */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  employee: 'Employee',
};

/** The label of a role; an unknown role is shown as given. */
export function roleLabel(role: string | null | undefined): string {
  return ROLE_LABELS[role as Role] ?? role ?? '';
}

/** Spec 02 §6: "Without edit permission the message is: You don't have permission to edit this stage." */
export const NO_EDIT_PERMISSION_MESSAGE = "You don't have permission to edit this stage.";
export const OWN_MANAGER_REVIEW_MESSAGE = 'You cannot write your own manager review';

type RoleInput = string | null | undefined;

const EDITABLE_STAGE_TYPE: Record<Exclude<StageRole, 'admin'>, string> = {
  employee: 'self_review',
  manager: 'manager_review',
  peer: 'peer_review',
};

/** Spec 02 §6: "canEdit: admin; employee on self_review; manager on manager_review; peer on peer_review." */
export function canEdit(role: RoleInput, stageType: string | null | undefined): boolean {
  if (role === 'admin') return true;
  if (!role || !stageType) return false;
  return EDITABLE_STAGE_TYPE[role as Exclude<StageRole, 'admin'>] === stageType;
}

/** Who a user is in one participant's review (ids are employee ids). */
export interface StageParticipantLike {
  employeeId: string | number;
  managerId?: string | number | null;
}

/**
 * The role a user plays in a participant's stages, which canEdit reads: admin stays admin; the
 * participant themself is the employee (a manager doing their own self review too); the
 * participant's manager (managerId is their employee id) is the manager; anyone else has none.
 */
export function stageRoleFor(
  user: { role: RoleInput; employeeId?: string | number | null },
  participant: StageParticipantLike,
): Role | null {
  if (user.role === 'admin') return 'admin';
  if (user.employeeId == null) return null;
  const self = String(user.employeeId);
  if (String(participant.employeeId) === self) return 'employee';
  if (
    user.role === 'manager' &&
    participant.managerId != null &&
    String(participant.managerId) === self
  )
    return 'manager';
  return null;
}

/** canEdit for one participant's stage: their own self review, their reports' manager review, admin all. */
export function canEditParticipantStage(
  user: { role: RoleInput; employeeId?: string | number | null },
  participant: StageParticipantLike,
  stageType: string | null | undefined,
): boolean {
  return canEdit(stageRoleFor(user, participant), stageType);
}

/**
 * Whether the user would be writing the manager review about themselves: its ratings drive their
 * own raise, so nobody (admins included) writes it.
 */
export function writesOwnManagerReview(
  user: { employeeId?: string | number | null },
  participant: StageParticipantLike,
  stageType: string | null | undefined,
): boolean {
  return (
    stageType === 'manager_review' &&
    user.employeeId != null &&
    String(participant.employeeId) === String(user.employeeId)
  );
}
