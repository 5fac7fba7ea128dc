/**
 * The optional language model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY): it may
 * reword the engine's reply, nothing more. The engine's reply is sent instead
 * when the model is off, fails, answers late (8 s), or changes a fact (a number
 * or a card marker; core/assistant/wording/preserves-facts.ts).
 */
import { preservesFacts } from "../../core/assistant/wording/preserves-facts.ts";
import type { LanguageModelConfig } from "../request-context.ts";

export const REPHRASE_TIMEOUT_MS = 8000;

const INSTRUCTIONS = [
  "You reword replies of A.L.I., a friendly Houston apartment-locating assistant.",
  "Rewrite the reply to sound warm and natural, in at most the same length.",
  "Keep every number, price, date and every [[kind:slug]] marker exactly as written; add no facts, numbers, places or promises.",
  "Answer with the reworded reply only.",
].join(" ");

export async function rephraseReply(
  reply: string,
  model: LanguageModelConfig | null,
  options: { timeoutMs?: number; onError?: (error: unknown) => void } = {},
): Promise<{ text: string; rephrased: boolean }> {
  if (!model || reply.trim() === "") return { text: reply, rephrased: false };
  try {
    const response = await fetch(new URL("chat/completions", model.baseUrl.endsWith("/") ? model.baseUrl : `${model.baseUrl}/`), {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${model.apiKey}` },
      body: JSON.stringify({
        model: model.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: reply },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? REPHRASE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== "string" || !preservesFacts(reply, text)) return { text: reply, rephrased: false };
    return { text: text.trim(), rephrased: true };
  } catch (error) {
    options.onError?.(error);
    return { text: reply, rephrased: false };
  }
}
