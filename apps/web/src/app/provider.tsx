import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionWatcher } from '../features/auth/components/session-watcher.tsx';
import { DialogHost } from '../features/dialogs/components/dialog-host.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app; a module-level client would leak cache between tests.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionWatcher />
      {/* The one host of the global alert and confirm queue (spec 000 §2 Global behaviour). */}
      <DialogHost />
    </QueryClientProvider>
  );
}
