// /analyses: start a channel analysis or a search results analysis.
import { Container } from "../components/ui.tsx";
import { ChannelAnalysisForm, KeywordAnalysisForm } from "../features/channel-analyses/forms.tsx";

export function AnalysesPage() {
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">Analyses</h1>
      <p className="mt-2 max-w-2xl text-zinc-400">
        Each analysis uses one of your plan's daily analyses; opening the same one again today is free.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ChannelAnalysisForm />
        <KeywordAnalysisForm />
      </div>
    </Container>
  );
}
