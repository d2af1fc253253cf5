import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-xl font-semibold">No such host or unit</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Hosts come only from the fleet file. <Link className="text-sky-700 underline dark:text-sky-400" href="/">Back to the fleet</Link>
      </p>
    </div>
  );
}
