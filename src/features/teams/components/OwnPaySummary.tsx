import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPTY_VALUE, formatMoney, formatPercent } from '@/lib/money';
import type { TeamMember } from '@/api/resources/teams';
import { LabeledValue } from './LabeledValue';

export interface OwnPaySummaryProps {
  member: TeamMember;
}

/** The caller's own pay as their team's record carries it: only they (and their managers, HR) see it. */
export function OwnPaySummary({ member }: OwnPaySummaryProps) {
  const increase = member.lastIncrease;
  return (
    <Card variant="outlined" component="section" aria-label="Your pay">
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          Your pay
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Only you, your managers and HR see these figures. Your colleagues’ pay is not shown.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
          <LabeledValue label="Current Salary">
            {formatMoney(member.currentSalary, member.currency)}
          </LabeledValue>
          <LabeledValue label="Bonuses (Last 12 Months)">
            {formatMoney(member.bonusesLast12Months, member.currency)}
          </LabeledValue>
          <LabeledValue label="Performance">{member.lastRating ?? EMPTY_VALUE}</LabeledValue>
          <LabeledValue label="Last Increase">
            {increase
              ? `${formatMoney(increase.amount, member.currency)} (${formatPercent(increase.percent)})`
              : EMPTY_VALUE}
          </LabeledValue>
        </Stack>
      </CardContent>
    </Card>
  );
}
