import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createAppRoutes } from '../app/router.tsx';

/** The whole app, as main.tsx wires it, at the given address. */
export function renderApp(initialEntry: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [initialEntry] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
