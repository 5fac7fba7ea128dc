/** What renters ask A.L.I. in the chat benchmarks: searches, questions, profile answers and small talk. */
export const RENTER_MESSAGES = [
  "What is Montrose like?",
  "2 bedrooms in the Heights under $2,400",
  "find me apartments",
  "Which of these have a pool?",
  "What do 1-bedrooms cost in Midtown?",
  "How long is the drive to the Medical Center from Montrose?",
  "I have a dog",
  "Which places in Downtown have a gym?",
  "How does your free service work?",
  "Show me studios in EaDo",
  "thanks!",
  "What is the Galleria area like?",
] as const;
