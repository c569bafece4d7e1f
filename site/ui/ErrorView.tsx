/** Spec 2.12: status as heading, message as subheading, a way home, the stack outside production. */
export type ErrorViewProps = {
  statusCode: number;
  message: string;
  siteTitle: string;
  goHome: string;
  intro: string;
  stackLabel: string;
  stack?: string;
};

export function ErrorView({ statusCode, message, siteTitle, goHome, intro, stackLabel, stack }: ErrorViewProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-24 text-center">
      <title>{`${siteTitle} - Error ${statusCode}`}</title>
      <p className="text-sm font-medium tracking-[0.3em] text-gold-deep uppercase">Error</p>
      <h1 className="mt-4 text-7xl font-medium tracking-wider text-navy uppercase md:text-8xl">{statusCode}</h1>
      <h2 className="mt-6 text-xl font-medium tracking-wide [overflow-wrap:anywhere] text-navy uppercase md:text-2xl">{message}</h2>
      <p className="mt-6 max-w-xl font-light text-body">{intro}</p>
      <a
        href="/"
        className="mt-10 inline-flex items-center border border-navy bg-navy px-8 py-3 text-sm font-medium tracking-[0.2em] text-white uppercase transition hover:bg-transparent hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
      >
        {goHome}
      </a>
      {stack !== undefined && (
        <details className="mt-12 w-full text-left" open>
          <summary className="cursor-pointer text-sm font-medium text-body">{stackLabel}</summary>
          <pre className="mt-3 overflow-auto bg-gray-100 p-4 text-xs whitespace-pre-wrap text-navy">{stack}</pre>
        </details>
      )}
    </section>
  );
}
