import type { Metadata } from 'next';
import { TimelineView } from '@/components/timeline/timeline-view';
import { parseTimelineParams } from './search-params';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ host: string; unit: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, unit } = await params;
  return { title: `${decodeURIComponent(unit)} on ${decodeURIComponent(host)} · Restart Radar` };
}

export default async function TimelinePage({ params, searchParams }: Props) {
  const { host, unit } = await params;
  const renderedAt = Date.now();
  const initial = parseTimelineParams(await searchParams, renderedAt);
  return <TimelineView host={decodeURIComponent(host)} unit={decodeURIComponent(unit)} initial={initial} renderedAt={renderedAt} />;
}
