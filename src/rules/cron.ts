/**
 * Cron schedules (spec 2 §5): exactly five space-separated fields — minute, hour, day of month,
 * month, day of week — each a list of '*', values, ranges and steps, or the tilde form that picks
 * a random value once (OpenBSD cron: '~', '0~30', '~30', '30~').
 */

export type CronField = 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';

// The spec names the failures but gives no texts; these follow its tone.
export const scheduleMessages = {
  schedule: 'Please enter a valid cron schedule with 5 parts.',
  minute: 'Please enter a valid minute (0-59).',
  hour: 'Please enter a valid hour (0-23).',
  dayOfMonth: 'Please enter a valid day of the month (1-31).',
  month: 'Please enter a valid month (1-12 or JAN-DEC).',
  dayOfWeek: 'Please enter a valid day of the week (0-7 or SUN-SAT).',
} as const;

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface FieldSpec {
  name: CronField;
  min: number;
  max: number;
  /** Three-letter names, the first standing for `min`. */
  names?: string[];
}

export const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'dayOfMonth', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES.map((m) => m.slice(0, 3).toLowerCase()) },
  // 0 and 7 are both Sunday.
  { name: 'dayOfWeek', min: 0, max: 7, names: DAY_NAMES.map((d) => d.slice(0, 3).toLowerCase()) },
];

export type CronItem =
  | { kind: 'every'; step: number }
  | { kind: 'value'; value: number }
  | { kind: 'range'; from: number; to: number; step: number }
  | { kind: 'random'; from: number | null; to: number | null };

export type Schedule = Record<CronField, CronItem[]> & { raw: Record<CronField, string> };

export type ScheduleCheck = { ok: true; schedule: Schedule } | { ok: false; field: CronField | 'schedule'; message: string };

function parseValue(text: string, spec: FieldSpec): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const value = Number(text);
    return value >= spec.min && value <= spec.max ? value : null;
  }
  const index = spec.names?.indexOf(text.toLowerCase()) ?? -1;
  return index < 0 ? null : spec.min + index;
}

/** A step of 0 would never advance; one past the field's top would never repeat. */
function parseStep(text: string | undefined, spec: FieldSpec): number | null {
  if (text === undefined) return 1;
  if (!/^\d{1,2}$/.test(text)) return null;
  const step = Number(text);
  return step >= 1 && step <= spec.max ? step : null;
}

function parseItem(text: string, spec: FieldSpec): CronItem | null {
  if (text.includes('~')) {
    const [fromText, toText, ...rest] = text.split('~');
    if (rest.length) return null;
    const from = fromText === '' ? null : parseValue(fromText, spec);
    const to = toText === '' ? null : parseValue(toText, spec);
    if ((fromText !== '' && from === null) || (toText !== '' && to === null)) return null;
    return from !== null && to !== null && from >= to ? null : { kind: 'random', from, to };
  }
  const [base, stepText, ...rest] = text.split('/');
  const step = parseStep(stepText, spec);
  if (rest.length || step === null) return null;
  if (base === '*') return { kind: 'every', step };
  const bounds = base.split('-');
  if (bounds.length === 2) {
    const [from, to] = bounds.map((bound) => parseValue(bound, spec));
    return from !== null && to !== null && from <= to ? { kind: 'range', from, to, step } : null;
  }
  // A single value with a step ('5/15') is not standard cron; refusing it avoids a surprise.
  const value = bounds.length === 1 && stepText === undefined ? parseValue(base, spec) : null;
  return value === null ? null : { kind: 'value', value };
}

/** Parses a schedule, or names its first failing field with that field's message. */
export function checkSchedule(schedule: string): ScheduleCheck {
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== FIELDS.length || parts[0] === '') {
    return { ok: false, field: 'schedule', message: scheduleMessages.schedule };
  }
  const parsed = { raw: {} } as Schedule;
  for (const [i, spec] of FIELDS.entries()) {
    const items = parts[i].split(',').map((item) => parseItem(item, spec));
    if (items.some((item) => item === null)) return { ok: false, field: spec.name, message: scheduleMessages[spec.name] };
    parsed[spec.name] = items as CronItem[];
    parsed.raw[spec.name] = parts[i];
  }
  const never = neverRunsMessage(parsed);
  return never ? { ok: false, field: 'dayOfMonth', message: never } : { ok: true, schedule: parsed };
}

/** 'a', 'a and b', 'a, b and c' (or with another last word). */
const joinList = (parts: string[], last = 'and') =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${last} ${parts[parts.length - 1]}`;

/** The most days each month can have: February's 29th comes in leap years, so it runs then. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Every value a field may take (a tilde form may pick any value of its range). */
function valuesOf(items: CronItem[], spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const item of items) {
    if (item.kind === 'value') values.add(item.value);
    else if (item.kind === 'random') for (let v = item.from ?? spec.min; v <= (item.to ?? spec.max); v++) values.add(v);
    else {
      const [from, to] = item.kind === 'range' ? [item.from, item.to] : [spec.min, spec.max];
      for (let v = from; v <= to; v += item.step) values.add(v);
    }
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * A schedule whose days of the month occur in none of its months never runs ('0 0 31 2 *'). Only
 * when the day of the week starts with '*': cron then needs both day fields to match, while with
 * a day of the week of its own it runs on days matching either, which every month has.
 */
function neverRunsMessage(schedule: Schedule): string | null {
  if (!schedule.raw.dayOfWeek.startsWith('*')) return null;
  const days = valuesOf(schedule.dayOfMonth, FIELDS[2]);
  const months = valuesOf(schedule.month, FIELDS[3]);
  if (days.some((day) => months.some((month) => day <= MONTH_DAYS[month - 1]))) return null;
  const named = days.length === 1 ? `day ${days[0]} does` : `days ${joinList(days.map(String))} do`;
  const monthNames = joinList(
    months.map((month) => MONTH_NAMES[month - 1]),
    'or',
  );
  return `This schedule never runs: ${named} not occur in ${monthNames}`;
}

/** The schedule as stored: its five fields separated by single spaces. */
export const normalizeSchedule = (schedule: string) => schedule.trim().split(/\s+/).join(' ');

/* Describing a schedule in English ('At 03:00 every day', 'Every 15 minutes', ...). */

interface Words {
  spec: FieldSpec;
  unit: string;
  /** Plain values read 'hour 3', 'hours 9 through 17'; named ones ('Monday') need no lead. */
  lead: boolean;
}

const WORDS: Record<CronField, Words> = {
  minute: { spec: FIELDS[0], unit: 'minute', lead: true },
  hour: { spec: FIELDS[1], unit: 'hour', lead: true },
  dayOfMonth: { spec: FIELDS[2], unit: 'day', lead: true },
  month: { spec: FIELDS[3], unit: 'month', lead: false },
  dayOfWeek: { spec: FIELDS[4], unit: 'day of the week', lead: false },
};

const SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (SUFFIXES[n % 10] ?? 'th')}`;

const pad = (n: number) => String(n).padStart(2, '0');

function label(value: number, { spec }: Words): string {
  if (spec.name === 'month') return MONTH_NAMES[value - 1];
  if (spec.name === 'dayOfWeek') return DAY_NAMES[value % 7];
  return String(value);
}

const isPlain = (item: CronItem) => item.kind === 'value' || (item.kind === 'range' && item.step === 1);
const isStar = (items: CronItem[]) => items.length === 1 && items[0].kind === 'every' && items[0].step === 1;

function stepPhrase(step: number, words: Words) {
  if (step === 1) return `every ${words.unit}`;
  return words.spec.name === 'minute' ? `every ${step} minutes` : `every ${ordinal(step)} ${words.unit}`;
}

function itemPhrase(item: CronItem, words: Words): string {
  switch (item.kind) {
    case 'value':
      return label(item.value, words);
    case 'every':
      return stepPhrase(item.step, words);
    case 'range': {
      const range = `${label(item.from, words)} through ${label(item.to, words)}`;
      return item.step === 1 ? range : `${stepPhrase(item.step, words)} from ${range}`;
    }
    case 'random':
      return item.from === null && item.to === null
        ? `a random ${words.unit}`
        : `a random ${words.unit} between ${label(item.from ?? words.spec.min, words)} and ${label(item.to ?? words.spec.max, words)}`;
  }
}

function fieldPhrase(items: CronItem[], words: Words): string {
  if (words.lead && items.every(isPlain)) {
    const plural = items.length > 1 || items[0].kind === 'range' ? 's' : '';
    return `${words.unit}${plural} ${joinList(items.map((item) => itemPhrase(item, words)))}`;
  }
  return joinList(items.map((item) => (words.lead && isPlain(item) ? `${words.unit} ` : '') + itemPhrase(item, words)));
}

function timePhrase(minute: CronItem[], hour: CronItem[]): string {
  const hours = fieldPhrase(hour, WORDS.hour);
  if (minute.length === 1 && minute[0].kind === 'every') {
    const every = minute[0].step === 1 ? 'Every minute' : `Every ${minute[0].step} minutes`;
    return isStar(hour) ? every : `${every} during ${hours}`;
  }
  const valuesOf = (items: CronItem[]) => (items.every((i) => i.kind === 'value') ? items.map((i) => (i as { value: number }).value) : null);
  const [minutes, hourValues] = [valuesOf(minute), valuesOf(hour)];
  if (minutes && hourValues && minutes.length * hourValues.length <= 4) {
    return `At ${joinList(hourValues.flatMap((h) => minutes.map((m) => `${pad(h)}:${pad(m)}`)))}`;
  }
  if (isStar(hour) && minutes?.length === 1 && minutes[0] === 0) return 'Every hour';
  const phrase = fieldPhrase(minute, WORDS.minute);
  const repeating = phrase.startsWith('every');
  const head = repeating ? `E${phrase.slice(1)}` : `At ${phrase}`;
  if (isStar(hour)) return repeating ? head : `${head} past every hour`;
  return `${head} ${repeating ? 'during' : 'past'} ${hours}`;
}

/**
 * Cron runs a job on the days matching either day field, except when one of them starts with '*'
 * (then both must match, as in Vixie cron and cronie).
 */
function dayPhrase(schedule: Schedule): string | null {
  const [dom, dow] = [schedule.dayOfMonth, schedule.dayOfWeek];
  const onDom = `on ${fieldPhrase(dom, WORDS.dayOfMonth)} of the month`;
  const onDow = `on ${fieldPhrase(dow, WORDS.dayOfWeek)}`;
  if (isStar(dom)) return isStar(dow) ? null : onDow;
  if (isStar(dow)) return onDom;
  const both = schedule.raw.dayOfMonth.startsWith('*') || schedule.raw.dayOfWeek.startsWith('*');
  return `${onDom} ${both ? 'when it falls' : 'or'} ${onDow}`;
}

/** A valid schedule in English; null for an invalid one. */
export function describeSchedule(schedule: string): string | null {
  const check = checkSchedule(schedule);
  if (!check.ok) return null;
  const parsed = check.schedule;
  const time = timePhrase(parsed.minute, parsed.hour);
  const days = dayPhrase(parsed);
  const parts = [time, ...(days ? [days] : [])];
  if (!isStar(parsed.month)) parts.push(`in ${fieldPhrase(parsed.month, WORDS.month)}`);
  else if (!days && time.startsWith('At ') && /\d\d:\d\d/.test(time)) parts.push('every day');
  return parts.join(' ');
}
