export const metadata = { robots: { index: false } };

export default function Page() {
  return <main />;
}
