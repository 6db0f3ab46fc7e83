import { certificateStatusLabel } from './certificates';
import { REBUILD_KINDS } from './schemas/sitesConfig';
import { WORDPRESS_ACTIONS } from './wordpress';

/**
 * The jobs tray of the top bar (issue 14): the caller's long work, running or lately finished.
 * Pure rules the API (each job's state, the list's order) and the panel (labels, polling) share.
 */
export const JOB_KINDS = ['certificate', 'deploy', 'cdn', 'rebuild', 'wordpress'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What was run, where a kind runs more than one thing: a WordPress action, a rebuild of configuration or of PHP. */
export const JOB_ACTIONS = [...WORDPRESS_ACTIONS, ...REBUILD_KINDS] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** The tray lists at most this many jobs. */
export const JOBS_LIMIT = 20;

/** Finished work stays in the tray this long after it ended (a day: what happened today, not last week). */
export const JOBS_RECENT_MS = 24 * 60 * 60 * 1000;

/** While something runs the tray follows it closely; otherwise it only looks out for work started elsewhere. */
export const JOBS_POLL_RUNNING_MS = 2000;
export const JOBS_POLL_IDLE_MS = 15_000;

/** Certificate statuses a job is still working on (or waiting in for the customer's DNS records). */
export const CERTIFICATE_RUNNING_STATUSES = [
  'DRAFT',
  'AWAITING_ACTIVATION',
  'RENEWAL',
  'AWAITING_CHALLENGE',
  'REQUEST_CHALLENGE',
  'REQUEST_CERTIFICATE',
];

/** A certificate whose renewal could not be made ended like a failed one, with the reason on the record. */
const CERTIFICATE_FAILED_STATUSES = ['CANNOT_RENEW'];

/** A certificate order's state; null for a status no job works on (a deleted certificate). */
export function certificateJobState(status: string): JobState | null {
  if (CERTIFICATE_RUNNING_STATUSES.includes(status)) return 'running';
  if (status.startsWith('FAILED_') || CERTIFICATE_FAILED_STATUSES.includes(status)) return 'failed';
  return status === 'ACTIVE' ? 'done' : null;
}

/** A git deployment's state from the site's last_status (spec 2 §3). */
export const deployJobState = (status: 'deploying' | 'deployed' | 'failed'): JobState =>
  status === 'deploying' ? 'running' : status === 'deployed' ? 'done' : 'failed';

/** A WordPress run's state from its status. */
export const wordpressJobState = (status: 'running' | 'succeeded' | 'failed'): JobState =>
  status === 'running' ? 'running' : status === 'succeeded' ? 'done' : 'failed';

/**
 * A CDN order's state (spec 2 §4): done once complete; a domain whose step waits for the customer
 * (action required, with the CDN's reason) has stopped the order, which is its failure here.
 */
export function cdnJobState(orderStatus: string, domainStatuses: readonly string[]): JobState {
  if (orderStatus === 'complete') return 'done';
  return domainStatuses.includes('action_required') ? 'failed' : 'running';
}

type Moment = Date | string;
interface Ordered {
  state: JobState;
  started_at: Moment;
  finished_at: Moment | null;
}

const time = (moment: Moment) => new Date(moment).getTime();

/** When a job last moved: its end, or its start where the record keeps no end (a git deployment). */
export const lastMoved = (job: Ordered) => time(job.finished_at ?? job.started_at);

/** The tray's order: running work first, the latest started on top, then finished work, the latest first. */
export function compareJobs(a: Ordered, b: Ordered): number {
  const running = Number(b.state === 'running') - Number(a.state === 'running');
  if (running) return running;
  return a.state === 'running' ? time(b.started_at) - time(a.started_at) : lastMoved(b) - lastMoved(a);
}

export const runningJobs = (jobs: readonly { state: JobState }[]) => jobs.filter((job) => job.state === 'running').length;

interface Polled {
  kind: JobKind;
  state: JobState;
  status: string;
}

/**
 * A certificate order waiting for its DNS records waits for the customer, maybe for days: nothing
 * moves until they say the records are there (a write, after which the tray reads again anyway).
 */
const waitsForCustomer = (job: Polled) => job.kind === 'certificate' && job.status === 'AWAITING_CHALLENGE';

/** How soon the tray reads again after this answer (none yet: the idle beat). */
export const jobsPollMs = (jobs: readonly Polled[] | undefined) =>
  jobs?.some((job) => job.state === 'running' && !waitsForCustomer(job)) ? JOBS_POLL_RUNNING_MS : JOBS_POLL_IDLE_MS;

/** The text key naming what a job is: its action where the kind runs several, else its kind. */
export const jobKindKey = (job: { kind: JobKind; action: JobAction | null }) =>
  job.action ? `app.jobs.actions.${job.action}` : `app.jobs.kinds.${job.kind}`;

/**
 * A record's status word as the tray shows it: a certificate's as everywhere in the panel (spec 1
 * §4), the others' words as written (`in_progress` → "In progress").
 */
export function jobStatusLabel(kind: JobKind, status: string): string {
  if (kind === 'certificate') return certificateStatusLabel(status);
  const words = status.split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The record's status beside its state's chip, unless it would only say the chip again ("Failed" beside Failed). */
export function statusBesideState(kind: JobKind, status: string, stateLabel: string): string | null {
  const label = jobStatusLabel(kind, status);
  return label.toLowerCase() === stateLabel.toLowerCase() ? null : label;
}

/** The text key of a state's chip. */
export const jobStateKey = (state: JobState) => `app.jobs.states.${state}`;
