import { useEffect, useState } from 'react';
import { storageKeys } from '@/config/site';
import { readStorage } from '@/lib/storage';

/** The docs version the reader last chose (read after the first render: the server knows none). */
export function usePreferredVersion(): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readStorage(storageKeys.preferredVersion)), []);
  return preferred;
}
