import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import meritly from './meritly-plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

const teamsModule = '/repo/src/api/resources/teams.ts';
const usersModule = '/repo/src/api/resources/users.ts';
const feature = '/repo/src/features/teams/components/TeamList.tsx';

describe('meritly/api-paths-in-resources', () => {
  tester.run('api-paths-in-resources', meritly.rules['api-paths-in-resources'], {
    valid: [
      { filename: teamsModule, code: "apiClient.GET('/api/teams');" },
      { filename: feature, code: "const label = 'teams';" },
      {
        filename: '/repo/src/api/middleware.ts',
        code: "const list = ['/api/auth/login'];",
        options: [{ allow: ['src/api/middleware.ts'] }],
      },
    ],
    invalid: [
      {
        filename: feature,
        code: "apiClient.GET('/api/teams');",
        errors: [
          {
            message:
              'Call /api/teams through its resource module (src/api/resources/teams.ts), not here.',
          },
        ],
      },
      {
        filename: feature,
        code: 'apiClient.GET(`/api/teams/{id}`);',
        errors: [{ messageId: 'outside' }],
      },
    ],
  });
});

describe('meritly/one-wrapper-per-endpoint', () => {
  tester.run('one-wrapper-per-endpoint', meritly.rules['one-wrapper-per-endpoint'], {
    valid: [
      {
        filename: teamsModule,
        code: "apiClient.GET('/api/teams'); apiClient.POST('/api/teams'); apiClient.GET('/api/teams/{id}');",
      },
      // Outside the modules the other rule speaks; this one only reads the modules.
      { filename: feature, code: "apiClient.GET('/api/teams'); apiClient.GET('/api/teams');" },
    ],
    invalid: [
      {
        filename: teamsModule,
        code: "apiClient.GET('/api/teams'); apiClient.GET('/api/teams');",
        errors: [{ messageId: 'twice' }],
      },
      {
        filename: usersModule,
        code: "apiClient.GET('/api/teams');",
        errors: [
          {
            message: 'GET /api/teams belongs to the teams module (its contract tag), not users.',
          },
        ],
      },
      {
        filename: teamsModule,
        code: "apiClient.PATCH('/api/teams');",
        errors: [{ messageId: 'unknown' }],
      },
    ],
  });
});

describe('meritly/query-keys-in-resources', () => {
  tester.run('query-keys-in-resources', meritly.rules['query-keys-in-resources'], {
    valid: [
      { filename: teamsModule, code: "const q = { queryKey: ['teams', 'list'] };" },
      { filename: feature, code: 'useQuery({ queryKey: teamKeys.list(), queryFn });' },
      { filename: feature, code: 'client.setQueryData(teamKeys.all, []);' },
    ],
    invalid: [
      {
        filename: feature,
        code: "useQuery({ queryKey: ['teams'], queryFn });",
        errors: [{ messageId: 'literal' }],
      },
      {
        filename: feature,
        code: "useMutation({ mutationKey: ['teams', 'save'] });",
        errors: [{ messageId: 'literal' }],
      },
      {
        filename: '/repo/src/features/teams/TeamList.stories.tsx',
        code: "client.setQueryData(['me', 'reviews'], []);",
        errors: [{ messageId: 'literal' }],
      },
      {
        filename: feature,
        code: "client.invalidateQueries({ queryKey: ['teams'] });",
        errors: [{ messageId: 'literal' }],
      },
    ],
  });
});
