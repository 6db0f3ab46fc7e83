import { formatMoment, relativeMoment, type MomentKind } from '../rules/dates';

export interface MomentProps {
  value: string | number | Date;
  /** The date alone, without the time of day. */
  date?: boolean;
  /** Say how long ago (or how soon); the absolute moment shows in the tooltip. */
  relative?: boolean;
}

/** A moment as the panel says it (rules/dates.ts), machine-readable in `<time>`, absolute in its tooltip. */
export function Moment({ value, date = false, relative = false }: MomentProps) {
  const kind: MomentKind = date ? 'date' : 'dateTime';
  const absolute = formatMoment(value, kind);
  return (
    <time dateTime={new Date(value).toISOString()} title={absolute}>
      {relative ? relativeMoment(value, Date.now()) : absolute}
    </time>
  );
}
