import { FleetPanel } from '@/components/fleet/fleet-panel';
import { parseFleetParams } from './search-params';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FleetPage({ searchParams }: Props) {
  return <FleetPanel initial={parseFleetParams(await searchParams)} />;
}
