export type Urgency = 'low' | 'medium' | 'high';

/** Spec 01 §4 colours: low green, medium amber, high red. */
export const URGENCY_COLORS: Record<Urgency, 'green' | 'amber' | 'red'> = {
  low: 'green',
  medium: 'amber',
  high: 'red',
};

/** Spec 01 §4: "Approval urgency by days pending: 3 or fewer low (green), 4 to 7 medium (amber), over 7 high (red)." */
export function approvalUrgency(daysPending: number): Urgency {
  if (daysPending <= 3) return 'low';
  return daysPending <= 7 ? 'medium' : 'high';
}
