import type { Metadata } from 'next';
import { HostView } from '@/components/host/host-view';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${decodeURIComponent((await params).host)} · Restart Radar` };
}

export default async function HostPage({ params }: Props) {
  const { host } = await params;
  return <HostView host={decodeURIComponent(host)} renderedAt={Date.now()} />;
}
