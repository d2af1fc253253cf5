import 'server-only';

export type { Host, JumpHost, UnitConfig, TransportKind } from './types';
export { TRANSPORT_KINDS } from './types';
export { getInventory, getInventoryReady, getHostOrThrow, listHosts } from './get-inventory';
export { loadInventory, type Inventory, type InventoryOptions } from './load-inventory';
export { parseFleetFile } from './parse-fleet-file';
