import { useCallback, useEffect, useState } from 'react';
import { checkHealth, type HealthResult } from '../../../lib/health.ts';
import { getSupabase } from '../../../lib/supabase.ts';
import { platform, type PlatformKind } from '../../../platform/index.ts';

export interface SystemStatus {
  backend: HealthResult | 'checking';
  config: 'loaded' | 'unavailable' | 'checking';
  platform: PlatformKind;
  appVersion: string | null;
}

export function useSystemStatus(): { status: SystemStatus; recheck: () => void } {
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<SystemStatus>(() => ({
    backend: 'checking',
    config: 'checking',
    platform: platform().kind,
    appVersion: null,
  }));

  useEffect(() => {
    const controller = new AbortController();
    const update = (patch: Partial<SystemStatus>) => {
      if (!controller.signal.aborted) setStatus((current) => ({ ...current, ...patch }));
    };
    checkHealth(controller.signal).then(
      (backend) => update({ backend }),
      () => {}, // aborted: the component unmounted or a new round started
    );
    getSupabase().then(
      () => update({ config: 'loaded' }),
      () => update({ config: 'unavailable' }),
    );
    platform()
      .appVersion()
      .then(
        (appVersion) => update({ appVersion }),
        () => update({ appVersion: null }),
      );
    return () => controller.abort();
  }, [round]);

  const recheck = useCallback(() => {
    setStatus((current) => ({ ...current, backend: 'checking', config: 'checking' }));
    setRound((value) => value + 1);
  }, []);

  return { status, recheck };
}
