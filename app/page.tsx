import { FleetPanel } from '@/components/fleet/fleet-panel';

export default function FleetPage() {
  return <FleetPanel />;
}
