import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { APPROVAL_RULE_MESSAGES } from '@/lib/approval-rules';
import { formatMoney, formatPercent } from '@/lib/money';
import { CompaChange } from './CompaChange';
import type { CalibrationParticipant } from '@/api/resources/calibration';
import { CALIBRATION_TEXT, ratingName } from '../calibration-text';

export interface ParticipantCardProps {
  participant: CalibrationParticipant;
  currency: string;
  /** Ratings the participant may be moved to; empty when moving is not allowed. */
  targets: number[];
  /** The viewer's own record, which nobody moves: marked, with the server's reason. */
  own?: boolean;
  onMove: (participant: CalibrationParticipant, rating: number) => void;
}

/** A participant in a rating column: name, role, proposed increase, compa-ratio before → after, and a menu to move them (the keyboard alternative to dragging). */
export function ParticipantCard({
  participant,
  currency,
  targets,
  own,
  onMove,
}: ParticipantCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changed =
    participant.originalRating !== null && participant.originalRating !== participant.rating;
  const decided =
    participant.recommendationStatus === 'approved' ||
    participant.recommendationStatus === 'rejected';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {participant.employeeName}
        </Typography>
        {own ? (
          <Chip
            size="small"
            color="info"
            label={CALIBRATION_TEXT.ownRecord}
            title={APPROVAL_RULE_MESSAGES.changeAboutSelf}
          />
        ) : null}
        <Typography variant="caption" color="text.secondary" component="div">
          {[participant.position, participant.teamName].filter(Boolean).join(' · ') || '—'}
        </Typography>
        <Typography variant="caption" component="div">
          {participant.proposedIncrease === null
            ? 'No recommendation'
            : `+${formatMoney(participant.proposedIncrease, currency)} (${formatPercent(participant.increasePercent)})`}
        </Typography>
        <CompaChange before={participant.bandBefore} after={participant.bandAfter} />
        {changed ? (
          <Chip size="small" variant="outlined" label={`Was ${participant.originalRating}`} />
        ) : null}
        {decided ? (
          <Chip
            size="small"
            variant="outlined"
            color={participant.recommendationStatus === 'approved' ? 'success' : 'default'}
            label={participant.recommendationStatus === 'approved' ? 'Approved' : 'Rejected'}
            title="Calibration does not change decided recommendations"
            sx={{ ml: changed ? 0.5 : 0 }}
          />
        ) : null}
      </Box>
      {targets.length > 0 ? (
        <>
          <IconButton
            size="small"
            aria-label={`Move ${participant.employeeName}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {targets.map((rating) => (
              <MenuItem
                key={rating}
                onClick={() => {
                  setAnchor(null);
                  onMove(participant, rating);
                }}
              >
                Move to {ratingName(rating)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
