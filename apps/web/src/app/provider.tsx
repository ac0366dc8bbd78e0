import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DialogHost } from '../components/ui/dialog-host.tsx';
import { SessionWatcher } from '../features/auth/components/session-watcher.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app; a module-level client would leak cache between tests.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionWatcher />
      <DialogHost />
    </QueryClientProvider>
  );
}
