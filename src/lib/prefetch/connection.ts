import { SLOW_CONNECTION_TYPES } from '../../config/behaviours';

/** The part of the Network Information API the prefetch policy reads (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Links are prefetched unless the connection reports slow-2g or 2g, or data saver is on. */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_CONNECTION_TYPES.includes(connection.effectiveType));
}
