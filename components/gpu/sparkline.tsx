interface SparklineProps {
  values: readonly number[];
  max: number;
  colour: string;
  label: string;
  width?: number;
  height?: number;
}

export function Sparkline({ values, max, colour, label, width = 96, height = 22 }: SparklineProps) {
  if (values.length < 2 || max <= 0) return <svg width={width} height={height} role="img" aria-label={`${label}: not enough samples yet`} />;
  const step = width / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 1 - (Math.min(v, max) / max) * (height - 2)).toFixed(1)}`).join(' ');
  return (
    <svg width={width} height={height} role="img" aria-label={label} className="shrink-0 overflow-visible">
      <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke="currentColor" strokeOpacity={0.15} />
      <polyline points={points} fill="none" stroke={colour} strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
