# Spanish for the serving fleet summaries the model writes (ModelText patterns).
ES = {
"%1 x%2 aggregated (%3 GPUs)": "%1 x%2 agregado (%3 GPU)",
"%1 x%2 prefill : %3 x%4 decode (%5:%6 GPUs)": "%1 x%2 prefill : %3 x%4 decodificación (%5:%6 GPU)",
"%1 x%2 prefill on %3 : %4 x%5 decode on %6 (%7:%8 GPUs)": "%1 x%2 prefill en %3 : %4 x%5 decodificación en %6 (%7:%8 GPU)",
}
