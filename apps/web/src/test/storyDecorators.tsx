// Decorators for stories that need the console's services or a router.
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServicesProvider } from '../app/services';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { createFakeServices, type FakeServicesOptions } from './fakeServices';

export function withServices(options: FakeServicesOptions = {}): Decorator {
  function WithServices({ Story }: { Story: () => React.ReactNode }) {
    const [services] = useState(() => createFakeServices(options));
    return (
      <ServicesProvider services={services}>
        <NotificationCenter store={services.notifications} />
        <Story />
      </ServicesProvider>
    );
  }
  return (Story) => <WithServices Story={Story} />;
}

/** Renders the story as the layout of every path, at `path`. */
export function withRouter(path = '/explore'): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
}
