import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StatCard, type StatCardProps } from '@/components/StatCard';

export type StatCardSectionCard = Omit<StatCardProps, 'isLoading'>;

export interface StatCardSectionProps {
  title: string;
  cards: StatCardSectionCard[];
  size: Record<string, number>;
  isLoading?: boolean;
}

/** A dashboard section of number cards under its heading; every card waits for the same data. */
export function StatCardSection({ title, cards, size, isLoading }: StatCardSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={size}>
            <StatCard {...card} isLoading={isLoading} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
