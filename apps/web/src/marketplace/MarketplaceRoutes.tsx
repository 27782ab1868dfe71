// /explore, /explore/{tag} and /collect: the @app/marketplace-ui screens fed with the console's
// store calls, its notifications and the signed-in user; a card opens /chat/bot/{id}.
import { STORE_ALL_TAG } from '@app/api-client';
import { CollectPage, ExplorePage, MarketplaceProvider } from '@app/marketplace-ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNotify, useServices, useSession } from '../app/services';

function Marketplace({ children }: { children: ReactNode }) {
  const { marketplace } = useServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const name = useSession((state) => (state.user ? state.user.name || state.user.username : null));
  const isAdmin = useSession((state) => state.isAdmin);
  const user = useMemo(() => (name === null ? null : { name, isAdmin }), [name, isAdmin]);
  const openApp = useCallback((storeId: string) => navigate(`/chat/bot/${encodeURIComponent(storeId)}`), [navigate]);
  return (
    <MarketplaceProvider api={marketplace} notify={notify} user={user} onOpenApp={openApp}>
      {children}
    </MarketplaceProvider>
  );
}

/** The tag of /explore/{tag}: none, index (spec/1's other reading of the home) and 全部 mean every app. */
export function exploreTag(param: string | undefined): string {
  return !param || param === 'index' ? STORE_ALL_TAG : param;
}

/** /explore and /explore/{tag} */
export function ExploreRoute() {
  const { tag } = useParams();
  const navigate = useNavigate();
  return (
    <Marketplace>
      <ExplorePage tag={exploreTag(tag)} onTagChange={(next) => navigate(next === STORE_ALL_TAG ? '/explore' : `/explore/${encodeURIComponent(next)}`)} />
    </Marketplace>
  );
}

/** /collect */
export function CollectRoute() {
  return (
    <Marketplace>
      <CollectPage />
    </Marketplace>
  );
}
