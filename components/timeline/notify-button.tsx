'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type Permission = NotificationPermission | 'unsupported';

interface NotifyButtonProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/** Asks for notification permission only when clicked; never on load. */
export function NotifyButton({ enabled, onChange }: NotifyButtonProps) {
  const [permission, setPermission] = useState<Permission>('default');
  useEffect(() => setPermission(typeof Notification === 'undefined' ? 'unsupported' : Notification.permission), []);

  if (permission === 'unsupported') return null;
  if (permission === 'denied') {
    return (
      <span className="text-xs text-zinc-500" title="Notifications are blocked for this site in the browser's settings">
        notifications blocked
      </span>
    );
  }
  const toggle = async () => {
    if (enabled) return onChange(false);
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    onChange(answer === 'granted');
  };
  return (
    <Button onClick={toggle} aria-pressed={enabled} title="A browser notification when the current attempt gets ready or fails">
      {enabled ? 'Notifying' : 'Notify me'}
    </Button>
  );
}
