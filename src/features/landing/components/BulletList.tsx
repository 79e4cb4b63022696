import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type BulletListProps = {
  title: string;
  items: readonly string[];
  marker: string;
  tone: 'error' | 'success';
};

export function BulletList({ title, items, marker, tone }: BulletListProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
      <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <li key={item} style={{ display: 'flex', gap: 12 }}>
            <Typography
              component="span"
              aria-hidden
              color={`${tone}.main`}
              sx={{ fontWeight: 700 }}
            >
              {marker}
            </Typography>
            <span>{item}</span>
          </li>
        ))}
      </Typography>
    </Paper>
  );
}
