import type { PerformanceMetric } from '@mocks/db/records';
import type { SeedBuilder } from './builder';
import { COLLABORATION_LEVELS, CORE_VALUES, PERFORMANCE_LEVELS } from './catalog';

const ACCOMPLISHMENTS = [
  'Led the migration of the telemetry pipeline to the new event bus with zero downtime.',
  'Cut the median time to resolve customer tickets from two days to six hours.',
  'Shipped the fleet scheduling feature two weeks ahead of plan and onboarded three pilot customers.',
  'Rebuilt the onboarding checklist, which halved the time new hires need to ship their first change.',
  'Closed the two largest renewals of the year and expanded both accounts.',
  'Designed the new operator console; usability scores rose from 62 to 81.',
  'Automated the monthly inventory reconciliation and removed a full day of manual work.',
  'Mentored two junior colleagues through their first on-call rotations.',
];

const STRENGTHS = [
  'Clear technical writing',
  'Calm under pressure',
  'Customer empathy',
  'Systems thinking',
  'Fast, careful execution',
  'Coaching others',
  'Negotiation',
  'Attention to detail',
];

/**
 * A plausible answer to `metric` for someone rated `rating` (1–5), as the string the API stores
 * (checkbox options comma-joined, dates as YYYY-MM-DD).
 */
export function metricValue(
  b: SeedBuilder,
  metric: PerformanceMetric,
  rating: number,
  dayOffset: number,
): string {
  const { rng } = b;
  switch (metric.scaleType) {
    case 'numeric':
      return String(rating);
    case 'textarea':
      return rng.pick(ACCOMPLISHMENTS);
    case 'text':
      return rng.pick(STRENGTHS);
    case 'binary':
      return rating >= 4 && rng.chance(0.6) ? 'Yes' : 'No';
    case 'custom':
      return (metric.options.length ? metric.options : PERFORMANCE_LEVELS)[
        Math.max(0, Math.min(4, 5 - rating))
      ];
    case 'radio': {
      const options = metric.options.length ? metric.options : COLLABORATION_LEVELS;
      return options[Math.max(0, Math.min(options.length - 1, rating - 2))];
    }
    case 'checkbox': {
      const options = metric.options.length ? metric.options : CORE_VALUES;
      const max = metric.validationRules.maxSelections ?? options.length;
      const chosen = new Set(rng.shuffle(options).slice(0, rng.int(1, Math.max(1, max))));
      return options.filter((o) => chosen.has(o)).join(',');
    }
    case 'date':
      return b.day(dayOffset + rng.int(90, 180));
    default:
      return '';
  }
}
