export { parseJournalJson } from '@/lib/journal';
export { analyse } from '@/lib/analysis';
