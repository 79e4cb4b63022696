/** The texts a metric carries for the help under its field. */
export interface MetricHelpTexts {
  description?: string | null;
  helpText?: string | null;
  employeeHelpText?: string | null;
}

/**
 * The help under a metric's field in a stage. A self review is read by the employee:
 * the help written to them, else the general help, never the description (written for the one who
 * rates: "How often this person…"). Other stages: the help, else the description.
 */
export function metricHelpFor(
  metric: MetricHelpTexts,
  stageType: string | null | undefined,
): string {
  if (stageType === 'self_review') return metric.employeeHelpText || metric.helpText || '';
  return metric.helpText || metric.description || '';
}
