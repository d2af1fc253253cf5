import type { RadarErrorCode } from '@/lib/api/error-codes';

/** What an error code means for the person looking at the fleet. */
export const ERROR_MEANING: Partial<Record<RadarErrorCode, string>> = {
  unreachable: 'cannot connect to the host',
  timeout: 'the host did not answer in time',
  auth_failed: 'SSH refused our key',
  host_key_mismatch: 'the host key changed — connection refused (reinstall, or someone in the middle)',
  host_key_unknown: 'the host key is not in known_hosts — connection refused',
  journal_denied: 'the SSH user may not read the journal (add it to systemd-journal)',
  no_nvidia_driver: 'nvidia-smi cannot talk to the driver',
  unit_not_found: 'no such unit on the host',
  command_failed: 'a command on the host failed',
  bad_fleet_file: 'the fleet file is invalid',
  prometheus_error: 'Prometheus answered with an error',
  prometheus_down: 'Prometheus does not answer: no GPU figures',
  prometheus_timeout: 'Prometheus was too slow: no GPU figures this round',
  prometheus_bad_answer: 'Prometheus gave an answer we cannot read',
  not_in_prometheus: 'Prometheus has no dcgm-exporter series for this host',
  not_in_journal_remote: 'the journal-remote directory has no entries from this host',
};
