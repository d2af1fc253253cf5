import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isSnapshotId } from '@/lib/snapshots/snapshot-id';
import { getSnapshot } from '@/lib/snapshots/store';
import { SnapshotView } from '@/components/snapshot/snapshot-view';
import { parseFilters } from '@/components/timeline/view-params';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Snapshot · Restart Radar', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SnapshotPage({ params, searchParams }: Props) {
  const { id } = await params;
  const snapshot = isSnapshotId(id) ? await getSnapshot(id) : null;
  if (!snapshot) notFound();
  return <SnapshotView snapshot={snapshot} initialFilters={parseFilters(await searchParams)} />;
}
