# Spanish for block-scaled FP8 checkpoints in size-inference (issue 15).
ES = {
"The FP8 checkpoint scales weights per 128x128 block (true|false; default: the preset's, false without one)": "El checkpoint FP8 escala los pesos por bloques de 128x128 (true|false; por defecto: el del modelo predefinido, false sin él)",
"--fp8-block-scaled: '%1' is not true or false": "--fp8-block-scaled: '%1' no es true ni false",
"Engine release, e.g. 0.6.3 (vLLM before 0.8 runs its V0 scheduler and before 0.14 schedules between steps, SGLang before 0.4.4 its Triton block-FP8 kernels)": "Versión del motor, p. ej. 0.6.3 (vLLM anterior a 0.8 usa su planificador V0 y anterior a 0.14 planifica entre pasos; SGLang anterior a 0.4.4, sus kernels Triton de FP8 por bloques)",
}
