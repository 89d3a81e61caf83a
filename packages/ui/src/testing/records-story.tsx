import type { ReactNode } from 'react';
import { SignedInStory } from './signed-in-story';

/** Stories only: a records page as the member centre shows it, for a logged-in seeded account. */
export function RecordsStory({
  username,
  password,
  children,
}: {
  username?: string;
  password?: string;
  children: ReactNode;
}) {
  return (
    <SignedInStory {...(username ? { username } : {})} {...(password ? { password } : {})}>
      <div className="mx-auto w-full max-w-5xl p-3 sm:p-6">{children}</div>
    </SignedInStory>
  );
}

/** Stories only: the failures a records call meets when the network drops on every try. */
export async function dropEveryTry(
  controls: { failNext(path: string, fault: { network: boolean }): Promise<void> },
  path: string,
) {
  for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(path, { network: true });
}
