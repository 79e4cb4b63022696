import * as yup from 'yup';
import type { Team, TeamInput } from '@/api/resources/teams';
import { lineText, multilineText } from '@/lib/form-schemas';

/** Spec 01 §5: "Team name required." */
export const TEAM_NAME_REQUIRED = 'Team name is required';

export const TEAM_ERRORS = {
  fetch: 'Failed to fetch teams',
  save: 'Failed to save team',
  delete: 'Failed to delete team',
  notFound: 'Team not found',
} as const;

/** Spec 01 §8 empty states. */
export const TEAMS_EMPTY_TEXT = 'No teams found. Click "Add Team" to create your first team.';
export const MEMBERS_EMPTY_TEXT = 'No members assigned to this team';

/** One rule per field of the contract's TeamInput: a field the contract adds is one of the form's. */
export const teamFormSchema = yup.object({
  name: lineText().trim().required(TEAM_NAME_REQUIRED),
  description: multilineText().default(''),
  isActive: yup.boolean().default(true),
  managerIds: yup.array(yup.string().required()).default([]),
  memberIds: yup.array(yup.string().required()).default([]),
} satisfies Record<keyof TeamInput, yup.AnySchema>);

export type TeamFormValues = yup.InferType<typeof teamFormSchema>;

/** Spec 01 §9: "new team default active". */
export function teamFormInitialValues(team?: Team | null): TeamFormValues {
  return {
    name: team?.name ?? '',
    description: team?.description ?? '',
    isActive: team?.isActive ?? true,
    managerIds: team?.managers.map((m) => m.id) ?? [],
    memberIds: team?.members.map((m) => m.id) ?? [],
  };
}

/** Sends every field (none left to the server's default), so a field the form drops fails here. */
export function toTeamInput(values: TeamFormValues): TeamInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    isActive: values.isActive,
    managerIds: values.managerIds,
    memberIds: values.memberIds,
  } satisfies Required<TeamInput>;
}

export const managerNames = (team: Pick<Team, 'managers'>) =>
  team.managers.map((m) => `${m.firstName} ${m.lastName}`).join(', ');
