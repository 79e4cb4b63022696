import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { paths } from '@/config/paths';

export interface CalibrationLinkProps {
  cycleId: string;
  /** What is calibrated: everyone (admin) or the manager's direct reports. */
  scope: 'all' | 'reports';
}

/** The way into a cycle's calibration from its detail page. */
export function CalibrationLink({ cycleId, scope }: CalibrationLinkProps) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>
          {scope === 'all'
            ? 'Calibrate performance ratings: distribution against targets, 9-box and budget impact.'
            : 'Calibrate the performance ratings of your direct reports.'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          component={RouterLink}
          to={paths.reviewCycleCalibration.getHref(cycleId)}
        >
          Open Calibration
        </Button>
      </CardContent>
    </Card>
  );
}
