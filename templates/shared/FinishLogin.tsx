'use client';

// stytch-widget: the redirect page's work, as a React component. It finishes a magic-link or
// OAuth login from the page address (in the browser, after the first render), then goes on to
// `afterLoginUrl`.
import { useEffect, useRef, useState } from 'react';
import { authenticateFromUrl } from 'stytch-widget/react';

type AuthenticateOptions = Parameters<typeof authenticateFromUrl>[0];

export function FinishLogin({
  options,
  afterLoginUrl,
}: {
  options: AuthenticateOptions;
  afterLoginUrl: string;
}) {
  const [status, setStatus] = useState('Signing you in…');
  // A token works once: React's development double effects must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authenticateFromUrl(options).then((result) => {
      if (result.ok) {
        setStatus('You are signed in.');
        window.location.replace(afterLoginUrl);
      } else {
        setStatus(`Sign-in failed: ${result.error.message}`);
      }
    });
  }, [options, afterLoginUrl]);

  return (
    <p id="stytch-redirect-status" role="status">
      {status}
    </p>
  );
}
