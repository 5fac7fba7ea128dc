/**
 * Turns that take A.L.I.'s main paths once (a search, questions about a place, prices, a ranking, a follow-up,
 * the service, small talk, the profile build), answered when the server starts and thrown away: the first renter
 * after a restart then does not pay for compiling the understanding and building the per-catalogue indexes
 * (420 ms for the first search on the demo data, 30 ms after; bench/chat-reply.ts). Nothing is saved.
 */
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import type { AssistantTurn } from "./respond.ts";

const asked = (message: string, channel: AssistantTurn["channel"] = "assistant"): AssistantTurn => ({ message, channel, profile: EMPTY_PROFILE });

export const WARM_UP_TURNS: readonly AssistantTurn[] = [
  asked("2 bedrooms in Montrose under $2,000 with a pool, for March 1"),
  asked("What is the Heights like?"),
  asked("How much is a 1 bed in Midtown?"),
  asked("which neighborhoods are cheapest for a studio?"),
  asked("is Montrose or the Heights cheaper?"),
  asked("How long is the drive to the Medical Center from Katy?"),
  asked("How does your free service work?"),
  asked("thanks!"),
  asked("I'm Sam, my budget is $1,500", "profile-build"),
];
