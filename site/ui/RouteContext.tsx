'use client';
/**
 * What the error boundaries need to know about the route they replace: they receive no params,
 * so the layout hands them the path, locale, variant and their (translated) texts.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type RouteInfo = {
  path: string;
  locale: string;
  variant: 'live' | 'bot' | 'preview';
  siteTitle: string;
  /** Spec 2.12: the error page shows its stack outside production builds only. */
  showStack: boolean;
  texts: { goHome: string; pageNotFound: string; notFound: string; internal: string; stack: string; intro: string };
};

const RouteContext = createContext<RouteInfo | null>(null);

export function RouteProvider({ value, children }: { value: RouteInfo; children: ReactNode }) {
  return <RouteContext value={value}>{children}</RouteContext>;
}

export const useRouteInfo = (): RouteInfo | null => useContext(RouteContext);
