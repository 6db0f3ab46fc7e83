import { describe, expect, it } from 'vitest';
import {
  cdnJobState,
  certificateJobState,
  compareJobs,
  deployJobState,
  jobKindKey,
  jobsPollMs,
  jobStatusLabel,
  runningJobs,
  statusBesideState,
  wordpressJobState,
} from '../../src/rules/jobs';

/** The jobs tray's rules (issue 14): each kind's state, the tray's order, labels and polling. */
describe('the state of a job', () => {
  it('of a certificate: running while ordered, validated or issued, done once issued, failed on FAILED_ and CANNOT_RENEW', () => {
    for (const status of ['DRAFT', 'RENEWAL', 'AWAITING_CHALLENGE', 'REQUEST_CHALLENGE', 'REQUEST_CERTIFICATE'])
      expect(certificateJobState(status)).toBe('running');
    expect(certificateJobState('ACTIVE')).toBe('done');
    for (const status of ['FAILED_DRAFT', 'FAILED_REQUEST_CHALLENGE', 'FAILED_RENEWAL', 'CANNOT_RENEW'])
      expect(certificateJobState(status)).toBe('failed');
    expect(certificateJobState('DELETED')).toBeNull();
  });

  it('of a deployment and a WordPress run, from their own status words', () => {
    expect([deployJobState('deploying'), deployJobState('deployed'), deployJobState('failed')]).toEqual(['running', 'done', 'failed']);
    expect([wordpressJobState('running'), wordpressJobState('succeeded'), wordpressJobState('failed')]).toEqual(['running', 'done', 'failed']);
  });

  it('of a CDN order: done once complete, failed while a domain needs the customer, else running', () => {
    expect(cdnJobState('complete', ['complete'])).toBe('done');
    expect(cdnJobState('in_progress', ['complete', 'action_required'])).toBe('failed');
    expect(cdnJobState('pending', ['pending'])).toBe('running');
    expect(cdnJobState('in_progress', ['in_progress', 'complete'])).toBe('running');
  });
});

describe('the tray’s order', () => {
  const job = (state: 'running' | 'done' | 'failed', started: string, finished: string | null = null) => ({
    state,
    started_at: `2026-03-01T${started}:00.000Z`,
    finished_at: finished && `2026-03-01T${finished}:00.000Z`,
  });

  it('puts running work first, the latest started on top, then finished work, the latest ended first', () => {
    const jobs = [
      job('done', '09:00', '09:05'),
      job('running', '08:00'),
      job('failed', '07:00', '10:00'),
      job('running', '09:30'),
      job('done', '09:10'),
    ];
    expect([...jobs].sort(compareJobs)).toEqual([jobs[3], jobs[1], jobs[2], jobs[4], jobs[0]]);
  });

  it('counts the running jobs and follows them closely, otherwise only looks out for new work', () => {
    expect(runningJobs([job('running', '08:00'), job('done', '08:00', '08:01')])).toBe(1);
    const polled = (kind: 'deploy' | 'certificate', state: 'running' | 'failed', status: string) => ({ kind, state, status });
    expect(jobsPollMs([polled('deploy', 'running', 'deploying')])).toBe(2000);
    expect(jobsPollMs([polled('certificate', 'running', 'REQUEST_CHALLENGE')])).toBe(2000);
    expect(jobsPollMs([polled('deploy', 'failed', 'failed')])).toBe(15_000);
    expect(jobsPollMs([])).toBe(15_000);
    expect(jobsPollMs(undefined)).toBe(15_000);
  });

  it('does not hurry for a certificate order waiting for the customer’s DNS records', () => {
    expect(jobsPollMs([{ kind: 'certificate', state: 'running', status: 'AWAITING_CHALLENGE' }])).toBe(15_000);
  });
});

describe('what the tray says', () => {
  it('names a job by its action where its kind runs several, else by its kind', () => {
    expect(jobKindKey({ kind: 'wordpress', action: 'install' })).toBe('app.jobs.actions.install');
    expect(jobKindKey({ kind: 'rebuild', action: 'php' })).toBe('app.jobs.actions.php');
    expect(jobKindKey({ kind: 'deploy', action: null })).toBe('app.jobs.kinds.deploy');
  });

  it('writes a certificate’s status as the panel does everywhere, the others’ words as they are', () => {
    expect(jobStatusLabel('certificate', 'DRAFT')).toBe('Pending');
    expect(jobStatusLabel('certificate', 'FAILED_REQUEST_CHALLENGE')).toBe('Failed request challenge');
    expect(jobStatusLabel('cdn', 'action_required')).toBe('Action required');
    expect(jobStatusLabel('deploy', 'deploying')).toBe('Deploying');
  });

  it('leaves out a status that only repeats the state’s chip', () => {
    expect(statusBesideState('deploy', 'failed', 'Failed')).toBeNull();
    expect(statusBesideState('deploy', 'deploying', 'Running')).toBe('Deploying');
    expect(statusBesideState('certificate', 'FAILED_REQUEST_CHALLENGE', 'Failed')).toBe('Failed request challenge');
  });
});
