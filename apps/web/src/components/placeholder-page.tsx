import { Container } from "./ui.tsx";

/** Layout for pages whose content later work fills in (the route, title and guard already exist). */
export function PlaceholderPage({ heading, description }: { heading: string; description: string }) {
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-zinc-400">{description}</p>
    </Container>
  );
}
