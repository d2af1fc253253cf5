export default function Loading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <div className="h-8 w-80 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-40 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-[60vh] animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
