import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import type { Level } from '@/api/resources/levels';
import { FormSelectField } from '@/components/FormSelectField';
import { normalizeZone } from '@/lib/levels';

export interface LevelZoneFieldsProps {
  levels: readonly Level[];
}

type Values = { levelId: string; zone: string };

const NO_LEVEL = { value: '', label: 'None' };
const DEFAULT_ZONE = { value: '', label: 'Default (no zone)' };

/** The zones the levels have bands for, by name; a value outside them is kept by the select. */
export function zoneChoices(levels: readonly Level[]): { value: string; label: string }[] {
  const zones = new Map<string, string>();
  for (const level of levels)
    for (const band of level.bands) if (band.zone) zones.set(band.zone.toLowerCase(), band.zone);
  return [...zones.values()]
    .sort((a, b) => a.localeCompare(b))
    .map((z) => ({ value: z, label: z }));
}

/** An employee's job level (listLevels) and location zone, which pick the band that prices them. */
export function LevelZoneFields({ levels }: LevelZoneFieldsProps) {
  const { levelId, zone } = useFormikContext<Values>().values;
  const level = levels.find((l) => l.id === levelId);
  const zoneKey = normalizeZone(zone)?.toLowerCase();
  const ownBand = !zoneKey || level?.bands.some((b) => b.zone?.toLowerCase() === zoneKey);
  const zoneHelp =
    level && !ownBand
      ? `${level.name} has no ${zone} band: its default band applies`
      : 'Picks the level’s band for this location';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      <FormSelectField
        name="levelId"
        label="Level"
        options={[NO_LEVEL, ...levels.map((l) => ({ value: l.id, label: l.name }))]}
        helperText="The level whose pay band prices their salary"
        fullWidth
      />
      <FormSelectField
        name="zone"
        label="Zone"
        options={[DEFAULT_ZONE, ...zoneChoices(levels)]}
        helperText={zoneHelp}
        fullWidth
      />
    </Stack>
  );
}
