import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Organization } from '@/api/resources/organization';

export interface OrganizationSummaryProps {
  organization: Organization;
  typeName: string;
}

export function OrganizationSummary({ organization: org, typeName }: OrganizationSummaryProps) {
  const facts: Array<[string, string]> = [
    ['Organization ID', org.id],
    ['Type', typeName],
    ['Domain', org.domain ?? '—'],
    [
      'Created',
      new Date(org.createdAt).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    ],
  ];
  return (
    <Card variant="outlined" component="section" aria-label="Organization Summary">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {org.name}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
