import { formatCompaRatio, formatPenetration, type BandPosition } from '@/lib/pay-bands';
import { BandStatusChip } from './BandStatusChip';
import { flexStyle } from './flex-style';
import { figureStyle } from './MoneyText';

export interface CompaRatioTextProps {
  position: BandPosition | null | undefined;
  /** 'compa': 0.95 with the band flag under it; 'penetration': 46%. */
  show?: 'compa' | 'penetration';
}

const stackStyle = flexStyle('column', { gap: 4, align: 'flex-end' });

/** A band position in a table cell: '—' without one. */
export function CompaRatioText({ position, show = 'compa' }: CompaRatioTextProps) {
  const value =
    show === 'compa'
      ? formatCompaRatio(position?.compaRatio)
      : formatPenetration(position?.rangePenetration);
  return (
    <div style={stackStyle}>
      <span style={figureStyle}>{value}</span>
      {show === 'compa' ? <BandStatusChip status={position?.status} dense /> : null}
    </div>
  );
}
